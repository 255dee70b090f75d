/** Empty form inputs become null, so optional fields are cleared rather than sent as ''. */
export function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Where a stored file (document, avatar) is downloaded; the server applies the file's policy. */
export const fileUrl = (fileId: number) => `/api/medias/files/${fileId}/download`;
