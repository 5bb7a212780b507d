import { Card, Col, Empty, List, Row, Select, Skeleton, Table } from 'antd';
import { useState } from 'react';
import { ASISTENCIA_DIAS_DEFAULT, type AsistenciaJugadorDto, type AsistenciaSerieDto } from '@partidos/shared';
import { LoadError } from '../../../components/LoadError';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useAsistenciaEstadisticas } from '../api/get-asistencia';
import { AttendanceChart } from './lazy-charts';
import { nombreJugador, porcentaje } from './attendance-format';
import { Heading } from '../../../components/PageTitle';

const PERIODOS = [30, ASISTENCIA_DIAS_DEFAULT, 180, 365];

/** /estadisticas: attendance per player and per recurring match of the last 90 days or another period. */
export function AttendanceStatsCard() {
  const mobile = useIsMobile();
  const [periodo, setPeriodo] = useState(ASISTENCIA_DIAS_DEFAULT);
  const q = useAsistenciaEstadisticas(periodo);
  const dias = q.data?.dias ?? periodo;
  return (
    <Card
      title={`Asistencia (últimos ${dias} días)`}
      extra={(
        <Select
          size="small"
          aria-label="Período de la asistencia"
          value={periodo}
          onChange={setPeriodo}
          loading={q.isFetching && q.isPlaceholderData}
          options={PERIODOS.map((d) => ({ value: d, label: `${d} días` }))}
          style={{ width: 104 }}
        />
      )}
      style={{ marginTop: 16 }}
      styles={mobile ? { body: { padding: 12 } } : undefined}
    >
      {q.isError ? (
        <LoadError title="Error al cargar la asistencia" error={q.error} onRetry={() => q.refetch()} />
      ) : q.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : q.data.jugadores.length === 0 && q.data.series.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Aún no hay partidos terminados en este período" />
      ) : (
        <>
          <Row gutter={[24, 24]}>
            <Col xs={24} xl={14}>
              {mobile ? <PlayersList jugadores={q.data.jugadores} /> : <PlayersTable jugadores={q.data.jugadores} />}
            </Col>
            <Col xs={24} xl={10}>
              <Heading size={5} style={{ marginTop: 0 }}>% asistencia (10 mejores)</Heading>
              <AttendanceChart jugadores={q.data.jugadores} />
            </Col>
          </Row>
          {q.data.series.length > 0 && <SeriesTable series={q.data.series} />}
        </>
      )}
    </Card>
  );
}

function PlayersTable({ jugadores }: { jugadores: AsistenciaJugadorDto[] }) {
  return (
    <Table<AsistenciaJugadorDto>
      rowKey={(r) => r.usuario._id}
      size="small"
      pagination={jugadores.length > 15 ? { pageSize: 15, showSizeChanger: false } : false}
      dataSource={jugadores}
      aria-label="Asistencia por jugador"
      columns={[
        { title: 'Jugador', key: 'jugador', render: (_, r) => nombreJugador(r) },
        { title: 'Inscritos', dataIndex: 'inscritos', align: 'center' },
        { title: 'Asistió', dataIndex: 'asistio', align: 'center' },
        { title: 'No asistió', dataIndex: 'no_asistio', align: 'center' },
        { title: 'Avisó tarde', dataIndex: 'aviso_tarde', align: 'center' },
        { title: '% asistencia', key: 'pct', align: 'center', render: (_, r) => <strong>{porcentaje(r.confiabilidad)}</strong> },
      ]}
    />
  );
}

/** Phones: one compact line per player instead of six columns. */
function PlayersList({ jugadores }: { jugadores: AsistenciaJugadorDto[] }) {
  return (
    <List<AsistenciaJugadorDto>
      size="small"
      aria-label="Asistencia por jugador"
      dataSource={jugadores}
      pagination={jugadores.length > 15 ? { pageSize: 15, size: 'small' } : false}
      renderItem={(r) => (
        <List.Item key={r.usuario._id} extra={<strong>{porcentaje(r.confiabilidad)}</strong>}>
          <List.Item.Meta
            title={nombreJugador(r)}
            description={`${r.inscritos} inscritos · ${r.asistio} asistió · ${r.no_asistio} no asistió · ${r.aviso_tarde} avisó tarde`}
          />
        </List.Item>
      )}
    />
  );
}

function SeriesTable({ series }: { series: AsistenciaSerieDto[] }) {
  return (
    <>
      <Heading size={5}>Partidos recurrentes</Heading>
      <Table<AsistenciaSerieDto>
        rowKey="_id"
        size="small"
        pagination={false}
        dataSource={series}
        aria-label="Asistencia por partido recurrente"
        scroll={{ x: 'max-content' }}
        columns={[
          { title: 'Partido recurrente', dataIndex: 'titulo' },
          { title: 'Partidos', dataIndex: 'partidos', align: 'center' },
          { title: 'Promedio de asistentes', dataIndex: 'promedio_asistentes', align: 'center', render: (v: number) => v.toLocaleString('es-CL', { minimumFractionDigits: 1, maximumFractionDigits: 1 }) },
          { title: '% asistencia', key: 'pct', align: 'center', render: (_, r) => porcentaje(r.confiabilidad) },
        ]}
      />
    </>
  );
}
