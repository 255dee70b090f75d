/** The signed-in user as every endpoint sees it (loaded from the session on each request). */
export interface SessionUser {
  accountId: number;
  username: string;
  roles: string[];
  permissions: string[];
  nhanVienId: number | null;
  hocSinhId: number | null;
  hoTen: string;
  /** The key of the person's photo (see `avatarKeyOf`). */
  anhDaiDien: string | null;
  sessionId: string;
}
