import type { AppContext, JobQueue } from '../context.ts';

// PLACEHOLDER (lead): replaced by the documents/jobs helper.
export async function createQueue(_ctx: Omit<AppContext, 'queue'>): Promise<JobQueue> {
  return { enqueue: async () => {}, waiting: async () => 0, close: async () => {} };
}
