import { LogoutOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { checkLeave, leaveClub, refreshMembership } from '../api/club-calls';
import type { ClubDetail } from '../api/types';

/** Leave dialog (docs/product/clubs.md): blocked with pending payments, warned about approved ones. */
export function LeaveClubButton({ club }: { club: ClubDetail }) {
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const start = async () => {
    setChecking(true);
    try {
      const check = await checkLeave(club._id);
      if (!check.puede_salir) {
        modal.error({
          title: 'No puedes salir del club',
          content: check.motivo ?? (check.pagos_pendientes > 0
            ? `Tienes ${check.pagos_pendientes} ${check.pagos_pendientes === 1 ? 'pago pendiente' : 'pagos pendientes'} en partidos activos. Regulariza tus pagos antes de salir.`
            : 'No puedes salir de este club en este momento.'),
          okText: 'Entendido',
        });
        return;
      }
      modal.confirm({
        title: `¿Salir de ${club.nombre}?`,
        content: (
          <>
            {(check.advertencia || check.pagos_aprobados > 0) && (
              <p><strong>Atención:</strong> {check.advertencia ?? `tienes ${check.pagos_aprobados} ${check.pagos_aprobados === 1 ? 'pago aprobado' : 'pagos aprobados'} que se perderán al salir.`}</p>
            )}
            {check.partidos_activos > 0 && <p>Se te dará de baja de {check.partidos_activos} {check.partidos_activos === 1 ? 'partido activo' : 'partidos activos'}.</p>}
            <p>Para volver necesitarás un nuevo código de invitación.</p>
          </>
        ),
        okText: 'Salir del club',
        okButtonProps: { danger: true },
        cancelText: 'Cancelar',
        onOk: async () => {
          try {
            await leaveClub(club._id);
            await refreshMembership();
            message.success(`Saliste de ${club.nombre}`);
            void navigate('/clubes', { replace: true });
          } catch (e) {
            message.error((e as Error).message || 'Error al salir del club');
          }
        },
      });
    } catch (e) {
      message.error((e as Error).message || 'Error al verificar información de salida');
    } finally {
      setChecking(false);
    }
  };
  return <Button danger icon={<LogoutOutlined />} loading={checking} onClick={start}>Salir del club</Button>;
}
