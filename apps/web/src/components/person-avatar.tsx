import { UserOutlined } from '@ant-design/icons';
import { Avatar, type AvatarProps } from 'antd';

/** Where a stored avatar is served (the medias module lets any signed-in user read avatars). */
export const avatarUrl = (fileId: number) => `/api/medias/files/${fileId}/download`;

/** A person's avatar: the stored picture, otherwise the initial of the given name (last word, Vietnamese order). */
export function PersonAvatar({
  fileId,
  name,
  size = 'default',
}: {
  fileId: number | null;
  name: string;
  size?: AvatarProps['size'];
}) {
  const given = name.trim().split(/\s+/).pop() ?? '';
  return (
    <Avatar
      size={size}
      src={fileId ? avatarUrl(fileId) : undefined}
      icon={!given ? <UserOutlined /> : undefined}
      alt={name}
    >
      {given.charAt(0).toUpperCase()}
    </Avatar>
  );
}
