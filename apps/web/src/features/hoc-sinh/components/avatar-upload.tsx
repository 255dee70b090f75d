import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../components/person-avatar';
import { AVATAR_TYPES, checkAvatarFile, useUploadStudentAvatar } from '../api/upload-student-avatar';

/** The student's avatar with a button to replace it (raster images only: JPEG, PNG, WebP up to 2 MB). */
export function AvatarUpload({ studentId, photo, name }: { studentId: number; photo: string | null; name: string }) {
  const { t } = useTranslation('hoc-sinh');
  const { message } = App.useApp();
  const upload = useUploadStudentAvatar();
  return (
    <Flex align="center" gap="middle">
      <PersonAvatar photo={photo} name={name} size={72} />
      <Upload
        accept={AVATAR_TYPES.join(',')}
        showUploadList={false}
        maxCount={1}
        beforeUpload={(file) => {
          const problem = checkAvatarFile(file);
          if (problem === 'type') message.error(t('avatar.wrongType'));
          if (problem === 'size') message.error(t('avatar.tooLarge'));
          return problem ? Upload.LIST_IGNORE : true;
        }}
        customRequest={async ({ file, onSuccess, onError }) => {
          try {
            const result = await upload.mutateAsync({ id: studentId, file: file as File });
            message.success(t('avatar.saved'));
            onSuccess?.(result);
          } catch (error) {
            onError?.(error as Error);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          {t('avatar.change')}
        </Button>
      </Upload>
    </Flex>
  );
}
