/**
 * Shared parsers for every document type: dates, amounts, currencies, countries, tax ids, bank ids, trade
 * codes, places, quantities, parties and the multilingual label dictionary.
 */
export * from './amounts.ts';
export * from './bank.ts';
export * from './codes.ts';
export * from './countries.ts';
export * from './currency.ts';
export * from './dates.ts';
export * from './labels.ts';
export * from './parties.ts';
export * from './places.ts';
export * from './quantities.ts';
export * from './taxid.ts';
export * from './text.ts';
