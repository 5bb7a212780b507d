import { UserOutlined } from '@ant-design/icons';
import { Avatar, Space } from 'antd';
import { Link } from 'react-router';
import { fullName, type JugadorRefDto } from '@partidos/shared';

/** Avatar and name linking to /jugadores/{id}. */
export function PlayerCell({ jugador: j }: { jugador: Pick<JugadorRefDto, '_id' | 'nombre' | 'apellido' | 'apodo' | 'avatar_url'> & { photoURL?: string | null } }) {
  return (
    <Space size={8}>
      <Avatar size="small" src={j.photoURL ?? j.avatar_url ?? undefined} icon={<UserOutlined />} alt="" />
      <Link to={`/jugadores/${j._id}`}>{fullName(j)}</Link>
    </Space>
  );
}
