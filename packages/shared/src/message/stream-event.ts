// The message stream's event names, apart from the schemas (index.ts): the first page's stream loads no zod.

/** The stream's event names. */
export const MESSAGE_STREAM_EVENT = { count: 'count' } as const;
