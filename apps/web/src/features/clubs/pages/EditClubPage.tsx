import { ArrowLeftOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, App, Avatar, Button, Card, Form, Result, Skeleton, Space, Upload } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LOGO_MAX_BYTES, MSG, canOwnClub, type UpdateClubInput } from '@partidos/shared';
import { LoadError } from '../../../components/LoadError';
import { ApiError } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { useSession } from '../../../lib/session';
import { InsufficientPermissions } from '../../../components/InsufficientPermissions';
import { clubKeys, refreshMembership, updateClub, uploadClubLogo, useClub } from '../api/club-calls';
import { matchKeys } from '../../matches/api/match-calls';
import { playerKeys } from '../../players/api/player-calls';
import { ClubFields } from '../components/ClubForm';
import { PageTitle } from '../../../components/PageTitle';

const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/** /clubes/{id}/editar: the Creador (or an administrador) edits; cancel returns to the club. */
export default function EditClubPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { user } = useSession();
  const club = useClub(id);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (club.isPending) return <Skeleton active />;
  if (club.isError) {
    if (club.error instanceof ApiError && club.error.status === 404) {
      return <Result status="404" title="Club no encontrado" extra={<Button onClick={() => navigate('/clubes')}>Volver</Button>} />;
    }
    return <LoadError title="Error al obtener club" error={club.error} onRetry={() => club.refetch()} />;
  }
  if (!user || !canOwnClub(user, club.data.mi_rol)) return <InsufficientPermissions />;
  const c = club.data;

  const submit = async (v: UpdateClubInput) => {
    setSaving(true);
    setError(null);
    try {
      const r = await updateClub(id, v);
      message.success(r.message ?? 'Club actualizado exitosamente');
      await queryClient.invalidateQueries({ queryKey: clubKeys.all });
      // learned teams turned on or off: the matches' predictions and the players' levels follow (docs/decisions/0086)
      if (v.configuracion?.equipos_aprendidos !== undefined && v.configuracion.equipos_aprendidos !== c.configuracion.equipos_aprendidos) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: matchKeys.all }),
          queryClient.invalidateQueries({ queryKey: playerKeys.ratings(id) }),
        ]);
      }
      await refreshMembership();
      void navigate(`/clubes/${id}`);
    } catch (e) {
      setError((e as Error).message || 'Error al actualizar el club');
    } finally {
      setSaving(false);
    }
  };
  const beforeUpload = (file: File) => {
    if (!LOGO_TYPES.includes(file.type)) {
      message.error('El logo debe ser una imagen JPG, PNG o GIF');
      return Upload.LIST_IGNORE;
    }
    if (file.size >= LOGO_MAX_BYTES) {
      message.error(MSG.imagenMax2);
      return Upload.LIST_IGNORE;
    }
    return true;
  };
  const upload = async (file: File) => {
    setUploading(true);
    try {
      await uploadClubLogo(id, file);
      message.success('Logo actualizado');
      await queryClient.invalidateQueries({ queryKey: clubKeys.all });
      await refreshMembership();
    } catch (e) {
      message.error((e as Error).message || 'Error al subir el logo');
    } finally {
      setUploading(false);
    }
  };

  return (
    <div style={{ maxWidth: 760 }}>
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(`/clubes/${id}`)} style={{ marginBottom: 16 }}>Volver</Button>
      <Card>
        <PageTitle style={{ marginTop: 0 }}>Editar Club</PageTitle>
        <Space align="center" style={{ marginBottom: 24 }}>
          <Avatar size={64} src={c.logo_url ?? undefined} style={{ background: '#16a34a', fontSize: 28 }}>{c.nombre.charAt(0)}</Avatar>
          <Upload accept=".jpg,.jpeg,.png,.gif" maxCount={1} showUploadList={false} beforeUpload={beforeUpload} customRequest={({ file }) => void upload(file as File)}>
            <Button icon={<UploadOutlined />} loading={uploading}>Cambiar logo</Button>
          </Upload>
        </Space>
        <Form layout="vertical" initialValues={{ nombre: c.nombre, tipo: c.tipo, descripcion: c.descripcion ?? '', configuracion: c.configuracion }} onFinish={submit}>
          <ClubFields variant="editar" />
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>Guardar cambios</Button>
            <Button onClick={() => navigate(`/clubes/${id}`)}>Cancelar</Button>
          </Space>
        </Form>
      </Card>
    </div>
  );
}
