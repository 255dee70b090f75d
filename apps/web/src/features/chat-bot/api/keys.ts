/** Query keys of the chat-bot feature: one factory, every key starts with the feature name. */
export const chatBotKeys = {
  all: ['chat-bot'] as const,
  passage: (id: number) => [...chatBotKeys.all, 'passage', id] as const,
  documents: (linhVuc: number) => [...chatBotKeys.all, 'documents', linhVuc] as const,
  passagesOf: (documentId: number) => [...chatBotKeys.all, 'passages-of', documentId] as const,
  settings: () => [...chatBotKeys.all, 'settings'] as const,
};
