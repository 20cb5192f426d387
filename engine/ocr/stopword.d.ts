// The `stopword` package ships no types; these are the lists latin-language.ts reads (ISO 639-3 names).
declare module 'stopword' {
  export const ces: string[], dan: string[], deu: string[], est: string[], eng: string[], fin: string[], fra: string[];
  export const hrv: string[], hun: string[], ind: string[], ita: string[], lav: string[], lit: string[], msa: string[];
  export const nld: string[], nob: string[], pol: string[], por: string[], ron: string[], slk: string[], slv: string[];
  export const spa: string[], swa: string[], swe: string[], tgl: string[], tur: string[], vie: string[];
}
