import { UserOutlined } from '@ant-design/icons';
import { avatarUrl } from '@hpl/shared/medias/paths';
import { Avatar, type AvatarProps } from 'antd';

/**
 * A person's avatar: the stored photo (`photo` is its key; the server sends it only to those who may see the
 * person), otherwise the initial of the given name (last word, Vietnamese order).
 */
export function PersonAvatar({
  photo,
  name,
  size = 'default',
}: {
  photo: string | null;
  name: string;
  size?: AvatarProps['size'];
}) {
  const given = name.trim().split(/\s+/).pop() ?? '';
  return (
    <Avatar size={size} src={avatarUrl(photo)} icon={!given ? <UserOutlined /> : undefined} alt={name}>
      {given.charAt(0).toUpperCase()}
    </Avatar>
  );
}
