import { useState } from 'react';
import { importErrorMessages } from './file-import';

/**
 * THE two-step import of a file that is checked before it is written (mark sheets): a chosen file is sent as a dry
 * run and its preview kept; `apply` sends it for real and, once the server says it saved, runs `onSaved` and clears.
 * A refused file keeps its messages in `refused`.
 */
export function useCheckedImport<R extends { daLuu: boolean }>(
  send: (file: File, dryRun: boolean) => Promise<R>,
  onSaved: () => Promise<unknown>,
) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<R | null>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const reset = () => {
    setFile(null);
    setPreview(null);
    setRefused([]);
  };
  const run = async (chosen: File, dryRun: boolean) => {
    setBusy(true);
    setRefused([]);
    try {
      const result = await send(chosen, dryRun);
      setPreview(result);
      if (result.daLuu) {
        await onSaved();
        reset();
      }
    } catch (error) {
      setPreview(null);
      setRefused(importErrorMessages(error));
    } finally {
      setBusy(false);
    }
  };
  return {
    file,
    busy,
    preview,
    refused,
    reset,
    /** Checks a chosen file (nothing is written). */
    check: (chosen: File) => {
      setFile(chosen);
      void run(chosen, true);
    },
    /** Imports the checked file. */
    apply: () => (file ? run(file, false) : Promise.resolve()),
  };
}
