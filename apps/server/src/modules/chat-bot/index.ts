// The regulations chatbot: asking (webhook or built-in answerer) and the per-topic knowledge base.
export { chatBotRoutes } from './chat-bot.routes';
export { addDocument, answerFromDocuments, CHATBOT_DOCUMENT_PURPOSE } from './chat-bot.service';
export { retrievePassages } from './retrieval';
