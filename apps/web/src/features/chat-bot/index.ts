// The chatbot: the floating widget of the shell (loaded lazily by it) and the document pages of its knowledge base.

export { ChatBotWidget } from './components/chat-bot-widget';
