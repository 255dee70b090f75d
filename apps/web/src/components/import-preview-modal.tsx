import { Button, Flex, Modal, Steps } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone, ImportRefusedAlert, importErrorMessages } from './file-import';

/** What writing a checked file answered: written (with its result), or refused again with a fresh preview. */
export type ImportWrite<P, D> = { saved: true; result: D } | { saved: false; preview: P };

/** The answer of an import route that checks and writes with one flag (`daLuu` = written) as an `ImportWrite`. */
export function writtenOr<P extends { daLuu: boolean }>(answer: P): ImportWrite<P, P> {
  return answer.daLuu ? { saved: true, result: answer } : { saved: false, preview: answer };
}

export interface ImportConfirm<P, D> {
  /** The confirm button's text (e.g. "Nhập 12 học sinh"). */
  label: (preview: P) => string;
  /** Whether the checked file may be written: never while it has problems. */
  allowed: (preview: P) => boolean;
  /** Writes the checked file, all or nothing. */
  run: (file: File, preview: P) => Promise<ImportWrite<P, D>>;
  /** Shown while writing (a progress bar that follows the server); the preview stays without it. */
  renderSaving?: (preview: P) => ReactNode;
  /** Shown once written, with a Close button; without it the dialog closes as soon as the file is written. */
  renderDone?: (result: D) => ReactNode;
}

export interface ImportPreviewModalProps<P, D> {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  width: number;
  /** The file types the picker offers. */
  accept: string;
  /** Above everything: how the sheet must look. */
  help?: ReactNode;
  /** Under the drop zone: what the sheet holds and its limits. */
  hint: string;
  /** The screen's own wording where the common one does not fit (`common:import.drop`, `.checking`, `.refused`). */
  text?: { drop?: string; checking?: string; refused?: string };
  /** Under the drop zone while no file is checked (a template download). */
  extra?: ReactNode;
  /** Refuses a file before it is sent (too large): its messages, or null to send it. */
  precheck?: (file: File) => string[] | null;
  /** Sends the chosen file as a dry run (nothing written) — or, without `confirm`, imports it at once. */
  check: (file: File) => Promise<P>;
  /** What the server found: every problem by row and column, or the rows as they would be imported. */
  renderPreview: (preview: P) => ReactNode;
  /**
   * The second step: write the checked file. Without it the import has one step (the server checks and writes in one
   * call, all or nothing) and the drop zone stays for the next file.
   */
  confirm?: ImportConfirm<P, D>;
}

type Phase<P, D> =
  | { step: 'upload' }
  | { step: 'checked' | 'saving'; file: File; preview: P }
  | { step: 'done'; result: D };

/**
 * THE import dialog of a spreadsheet: choose a file → the server checks it without writing → every problem by row, or
 * a preview → confirm, which writes the whole file or nothing. A refused file shows the server's messages. The dialog
 * cannot close while a file is read or written, and forgets everything when it closes.
 */
export function ImportPreviewModal<P, D = P>({
  open,
  onClose,
  title,
  width,
  accept,
  help,
  hint,
  text,
  extra,
  precheck,
  check,
  renderPreview,
  confirm,
}: ImportPreviewModalProps<P, D>) {
  const { t } = useTranslation('common');
  const [phase, setPhase] = useState<Phase<P, D>>({ step: 'upload' });
  const [checking, setChecking] = useState(false);
  const [refused, setRefused] = useState<string[] | null>(null);

  const reset = () => {
    setPhase({ step: 'upload' });
    setRefused(null);
  };
  const busy = checking || phase.step === 'saving';
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };
  const send = async (file: File) => {
    const early = precheck?.(file) ?? null;
    setRefused(early);
    if (early) return;
    setPhase({ step: 'upload' });
    setChecking(true);
    try {
      setPhase({ step: 'checked', file, preview: await check(file) });
    } catch (error) {
      setPhase({ step: 'upload' });
      setRefused(importErrorMessages(error));
    } finally {
      setChecking(false);
    }
  };
  const write = async () => {
    if (!confirm || phase.step !== 'checked') return;
    const { file, preview } = phase;
    setPhase({ step: 'saving', file, preview });
    setRefused(null);
    try {
      const answer = await confirm.run(file, preview);
      if (!answer.saved) setPhase({ step: 'checked', file, preview: answer.preview });
      else if (confirm.renderDone) setPhase({ step: 'done', result: answer.result });
      else {
        reset();
        onClose();
      }
    } catch (error) {
      setPhase({ step: 'checked', file, preview });
      setRefused(importErrorMessages(error));
    }
  };

  const dropZone = (
    <FileDropZone
      accept={accept}
      busy={checking}
      text={checking ? (text?.checking ?? t('import.checking')) : (text?.drop ?? t('import.drop'))}
      hint={hint}
      onFile={(file) => void send(file)}
    />
  );
  const checked = phase.step === 'checked' || phase.step === 'saving' ? phase : null;
  const footer =
    confirm && checked ? (
      <Flex justify="end" gap="small" wrap>
        <Button onClick={reset} disabled={busy}>
          {t('import.chooseAnother')}
        </Button>
        <Button
          type="primary"
          disabled={!confirm.allowed(checked.preview)}
          loading={phase.step === 'saving'}
          onClick={() => void write()}
        >
          {confirm.label(checked.preview)}
        </Button>
      </Flex>
    ) : phase.step === 'done' ? (
      <Button type="primary" onClick={close}>
        {t('action.close')}
      </Button>
    ) : null;

  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      closable={!busy}
      mask={{ closable: false }}
      width={width}
      destroyOnHidden
      footer={footer}
    >
      <Flex vertical gap="middle">
        {help}
        {confirm && (
          <Steps
            size="small"
            current={{ upload: 0, checked: 1, saving: 2, done: 2 }[phase.step]}
            items={[
              { title: t('import.step.upload') },
              { title: t('import.step.check') },
              { title: t('import.step.import') },
            ]}
          />
        )}
        {(!confirm || phase.step === 'upload') && dropZone}
        {phase.step === 'upload' && extra}
        <ImportRefusedAlert title={text?.refused ?? t('import.refused')} messages={refused} />
        {checked &&
          (phase.step === 'saving' && confirm?.renderSaving
            ? confirm.renderSaving(checked.preview)
            : renderPreview(checked.preview))}
        {phase.step === 'done' && confirm?.renderDone?.(phase.result)}
      </Flex>
    </Modal>
  );
}
