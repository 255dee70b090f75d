import { type AccessSubject, chatBotTopicsFor, mayUseTopic } from '@hpl/shared';
import { forbidden } from '../../lib/errors';

/**
 * Topic authorisation (spec §6): 1 only GiaoVien, 6 only HocSinh, 4 everyone who may use the chatbot. Asking about a
 * topic one may not use is 403; a passage of such a topic is 404 (its existence is not revealed).
 */
export function assertTopic(user: AccessSubject, topic: number): void {
  if (!mayUseTopic(user, topic)) throw forbidden();
}

export function readableTopics(user: AccessSubject): number[] {
  return chatBotTopicsFor(user);
}
