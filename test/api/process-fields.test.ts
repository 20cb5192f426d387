import { describe, expect, it } from 'vitest';

import { parseProcessFields } from '../../api/processing/fields.ts';
import { processOptionsOf } from '../../api/processing/run.ts';
import type { DocumentRow } from '../../api/store/documents.ts';

describe('the language a document is read in', () => {
  it("defaults to English and lets a scan's script show another when the client sent no language", () => {
    for (const fields of [new Map<string, string>(), new Map([['language', '  ']])]) {
      const f = parseProcessFields(fields);
      expect(f.language).toBe('en');
      expect(f.detectLanguage).toBe(true);
    }
  });

  it('keeps a language the client named, English included', () => {
    expect(parseProcessFields(new Map([['language', 'en']]))).toMatchObject({ language: 'en', detectLanguage: false });
    expect(parseProcessFields(new Map([['language', 'DE']]))).toMatchObject({ language: 'de', detectLanguage: false });
  });

  it('passes the stored choice to the engine; documents stored before it existed keep their language', () => {
    const row = (options: Record<string, unknown>) => ({ requested_document_type: 'invoice', options }) as unknown as DocumentRow;
    expect(processOptionsOf(row({ language: 'en', detectLanguage: true }))).toMatchObject({ language: 'en', detectLanguage: true });
    expect(processOptionsOf(row({ language: 'el' }))).toMatchObject({ language: 'el', detectLanguage: false });
  });
});
