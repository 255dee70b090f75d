// The regulations chatbot: asking (webhook or built-in answerer) and the per-topic knowledge base.
export { chatBotRoutes } from './chat-bot.routes';
export { answerFromDocuments } from './chat-bot.service';
export { checkPdfStreams } from './document-checks';
export { retrievePassages } from './retrieval';
export { CHATBOT_DOCUMENT_PURPOSE, indexDocumentNow } from './tai-lieu.service';
