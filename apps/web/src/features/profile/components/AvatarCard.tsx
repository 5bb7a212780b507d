import { CameraOutlined, DeleteOutlined, EyeOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Image, Popconfirm, Space, Upload } from 'antd';
import { useState } from 'react';
import { AVATAR_MAX_BYTES, MSG, type UserDto } from '@partidos/shared';
import { queryClient } from '../../../lib/query-client';
import { session } from '../../../lib/session';
import { ME_KEY, deleteAvatar, uploadAvatar } from '../api/profile-calls';

const setUser = (u: UserDto) => {
  session.setUser(u);
  queryClient.setQueryData(ME_KEY, u);
};

/** Avatar upload, view and delete (image only, under 5 MB: docs/product/accounts.md). */
export function AvatarCard({ user, size = 112 }: { user: UserDto; size?: number }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState(false);

  const beforeUpload = (file: File) => {
    if (!file.type.startsWith('image/')) {
      message.error(MSG.soloImagenes);
      return Upload.LIST_IGNORE;
    }
    if (file.size >= AVATAR_MAX_BYTES) {
      message.error(MSG.imagenMax5);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const r = await uploadAvatar(file);
      setUser(r.user);
      message.success('Foto de perfil actualizada');
    } catch (e) {
      message.error((e as Error).message || 'Error al subir avatar');
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      const r = await deleteAvatar();
      setUser(r.user);
      message.success('Foto de perfil eliminada');
    } catch (e) {
      message.error((e as Error).message || 'Error al eliminar avatar');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space orientation="vertical" align="center" size={12}>
      <Avatar size={size} src={user.photoURL ?? undefined} icon={<UserOutlined />} alt="Foto de perfil" />
      <Space wrap style={{ justifyContent: 'center' }}>
        <Upload
          accept="image/*"
          showUploadList={false}
          maxCount={1}
          beforeUpload={beforeUpload}
          customRequest={({ file }) => void upload(file as File)}
        >
          <Button icon={<CameraOutlined />} loading={busy} size="small">
            {user.photoURL ? 'Cambiar foto' : 'Subir foto'}
          </Button>
        </Upload>
        {user.photoURL && (
          <>
            <Button icon={<EyeOutlined />} size="small" onClick={() => setPreview(true)} aria-label="Ver foto">Ver</Button>
            <Popconfirm title="¿Eliminar tu foto de perfil?" okText="Eliminar" cancelText="Cancelar" okButtonProps={{ danger: true }} onConfirm={remove}>
              <Button icon={<DeleteOutlined />} size="small" danger disabled={busy} aria-label="Eliminar foto">Eliminar</Button>
            </Popconfirm>
          </>
        )}
      </Space>
      {user.photoURL && (
        <Image
          src={user.photoURL}
          style={{ display: 'none' }}
          alt="Foto de perfil"
          preview={{ open: preview, onOpenChange: (v) => setPreview(v), src: user.photoURL }}
        />
      )}
    </Space>
  );
}
