/**
 * The result's bulky parts as JSON text, made in the worker (see ExtractionResultJson in types.ts): the worker
 * pays about what V8's structured clone of the objects would have cost it, and the main thread, which all workers
 * share, copies strings instead of rebuilding and collecting objects.
 */
import type { EngineOutcome, EngineOutcomeJson, ExtractionResult, ExtractionResultJson } from './types.ts';

export function resultAsJson(r: ExtractionResult): ExtractionResultJson {
  const { extractedData, metadata, rawText, ...rest } = r;
  const { tables, extractionDetails, ...meta } = metadata;
  return {
    ...rest,
    extractedData: JSON.stringify(extractedData),
    metadata: { ...meta, tables: JSON.stringify(tables), extractionDetails: JSON.stringify(extractionDetails) },
    ...(rawText ? { rawText: JSON.stringify(rawText) } : {}),
  };
}

export function outcomeAsJson(o: EngineOutcome): EngineOutcomeJson {
  return o.ok ? { ok: true, value: resultAsJson(o.value) } : o;
}
