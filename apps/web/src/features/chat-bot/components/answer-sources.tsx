import { DownOutlined, FileTextOutlined, UpOutlined } from '@ant-design/icons';
import type { ChatBotSource } from '@hpl/shared/chat-bot/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The sources under an answer: the quoted passage first; the other passages that also answer stay folded behind
 * "more sources" (the answer quotes only the best one, so its reveal stays short).
 */
export function AnswerSources({ sources, onOpen }: { sources: ChatBotSource[]; onOpen: (doanId: number) => void }) {
  const { t } = useTranslation('chat-bot');
  const [expanded, setExpanded] = useState(false);
  const [first, ...others] = sources;
  if (!first) return null;
  const link = (s: ChatBotSource) => (
    <Button
      key={s.doanId}
      type="link"
      size="small"
      icon={<FileTextOutlined />}
      className="chatbot-source"
      onClick={() => onOpen(s.doanId)}
    >
      {s.muc ? `${s.taiLieu} — ${s.muc}` : s.taiLieu}
    </Button>
  );
  return (
    <div className="chatbot-sources">
      {link(first)}
      {expanded && others.map(link)}
      {others.length > 0 && (
        <Button
          type="link"
          size="small"
          icon={expanded ? <UpOutlined /> : <DownOutlined />}
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? t('sources.less') : t('sources.more', { count: others.length })}
        </Button>
      )}
    </div>
  );
}
