/** Lines of a SAD goods box (box 31) that are not the goods' description: the packages line and tagged lines. */

/**
 * Lines of box 31 tagged with what they hold ("Marks: LAM / MANILA", "Container: TCNU7741180", "Kind/No.: PALLETS",
 * "Zeichen und Nummern: ...", Turkish "Marka: ..." and "Kap: ..."): the marks, containers and packages of the item, not its description.
 */
export const BOX31_TAGGED = /^(?:(?:shipping\s+)?marks?(?:\s+(?:and|&)\s+(?:nos?|numbers?))?|container(?:s|\s+nos?)?|kind(?:\s*\/\s*no)?|number\s+and\s+kind|nos?\s+and\s+kind|packages|zeichen(?:\s+und\s+nummern)?|container-nr|anzahl\s+und\s+art|marques|conteneurs?|colis|marka(?:\s+ve\s+numaralar)?|kap(?:\s+adedi)?)\.?\s*:/i;

/** A packages line of a goods box: a count and a kind, perhaps marks after a comma ("6 Paletten, Zeichen GLDS 1-6"). */
export const PACKAGES_LINE = /^\d[\d.,]*\s+\p{L}[\p{L}.]*(?:\s*,.*)?$/u;
