/**
 * Vietnamese text without its accents, for comparing what people type with what is stored ("nguyen van a" finds
 * "Nguyễn Văn A"; "Nu" is "Nữ"). NFD splits a letter from its marks, which are dropped; đ/Đ are letters of their own
 * (NFD leaves them whole) and become d/D. The one way to fold text, on the server and in the web app.
 */
export function stripAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
}

/** `stripAccents` in lower case: the form in which two texts are compared. */
export const foldVietnamese = (text: string): string => stripAccents(text).toLowerCase();
