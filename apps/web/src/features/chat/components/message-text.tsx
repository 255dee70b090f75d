import { splitLinks } from '../chat-logic';

/** A message's text as text (React escapes it); only http/https addresses are links, opened in a new tab. */
export function MessageText({ text }: { text: string }) {
  return (
    <span className="chat-text">
      {splitLinks(text).map((part, i) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text, in order.
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text, in order.
          <span key={i}>{part.text}</span>
        ),
      )}
    </span>
  );
}
