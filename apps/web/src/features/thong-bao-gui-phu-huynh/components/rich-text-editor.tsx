import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Flex, Tooltip, theme } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const COMMANDS = [
  { command: 'bold', icon: <BoldOutlined />, label: 'editor.bold' },
  { command: 'italic', icon: <ItalicOutlined />, label: 'editor.italic' },
  { command: 'underline', icon: <UnderlineOutlined />, label: 'editor.underline' },
  { command: 'insertUnorderedList', icon: <UnorderedListOutlined />, label: 'editor.bullets' },
  { command: 'insertOrderedList', icon: <OrderedListOutlined />, label: 'editor.numbers' },
] as const;

/**
 * A small rich-text field (bold, italic, underline, lists) for a Form.Item: the value is HTML. What it produces is only
 * a convenience — the server keeps its own allow-list of tags whatever arrives.
 */
export function RichTextEditor({
  value,
  onChange,
  id,
  label,
}: {
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  label: string;
}) {
  const { t } = useTranslation('thong-bao-gui-phu-huynh');
  const { token } = theme.useToken();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Only a value set from outside (reset, initial) is written back; typing keeps the caret where it is.
    if (ref.current && ref.current.innerHTML !== (value ?? '')) ref.current.innerHTML = value ?? '';
  }, [value]);
  const emit = () => onChange?.(ref.current?.innerHTML ?? '');
  return (
    <Flex vertical gap={4}>
      <Flex gap={4} role="toolbar" aria-label={t('editor.toolbar')}>
        {COMMANDS.map((c) => (
          <Tooltip key={c.command} title={t(c.label)}>
            <Button
              size="small"
              icon={c.icon}
              aria-label={t(c.label)}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                ref.current?.focus();
                document.execCommand(c.command);
                emit();
              }}
            />
          </Tooltip>
        ))}
      </Flex>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text field has no native element; role and label name it. */}
      <div
        ref={ref}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        tabIndex={0}
        contentEditable
        suppressContentEditableWarning
        onInput={emit}
        onBlur={emit}
        className="notice-editor"
        style={{
          minHeight: 160,
          padding: '6px 11px',
          border: `1px solid ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          background: token.colorBgContainer,
          color: token.colorText,
          overflowY: 'auto',
          maxHeight: 360,
        }}
      />
    </Flex>
  );
}
