import { BarChartOutlined, CalendarOutlined, EnvironmentOutlined, StarOutlined, TeamOutlined, TrophyOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Row, Skeleton, Statistic, Tabs, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { useActiveClub } from '../../../lib/active-club';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useMvpRanking } from '../../players/api/player-calls';
import { useLugaresPopulares } from '../../venues/api/venue-calls';
import { useEstadisticasGlobales, useJugadoresActivos, usePartidosPorMes } from '../api/stats-calls';
import { ActivePlayersTable } from '../components/ActivePlayersTable';
import { AttendanceStatsCard } from '../components/AttendanceStatsCard';
import { MatchesByMonthChart, ResultsDonut } from '../components/lazy-charts';
import { MvpRankingTable } from '../components/MvpRankingTable';
import { VenuesPopularityTable } from '../components/VenuesPopularityTable';
import { Heading, PageTitle } from '../../../components/PageTitle';

const TABS = ['mvps', 'partidos', 'jugadores', 'lugares'] as const;

/** /estadisticas (docs/product/stats.md). */
export default function EstadisticasPage() {
  const club = useActiveClub();
  const navigate = useNavigate();
  if (!club) {
    return (
      <Alert
        type="warning"
        showIcon
        title="Club no seleccionado"
        description="Selecciona un club activo para ver sus estadísticas."
        action={<Button onClick={() => navigate('/clubes')}>Ver Clubes</Button>}
      />
    );
  }
  return <ClubStatistics nombre={club.nombre} />;
}

function ClubStatistics({ nombre }: { nombre: string }) {
  const mobile = useIsMobile();
  const [sp, setSp] = useSearchParams();
  const tab = TABS.find((t) => t === sp.get('tab')) ?? 'mvps';
  const globales = useEstadisticasGlobales();
  const porMes = usePartidosPorMes();
  const activos = useJugadoresActivos();
  const lugares = useLugaresPopulares(10);
  const ranking = useMvpRanking(1);
  const failed = [globales, porMes, activos, lugares, ranking].filter((q) => q.isError);
  const g = globales.data;

  const summary = [
    { title: 'Partidos', value: g?.total_partidos, icon: <CalendarOutlined /> },
    { title: 'Jugadores', value: g?.total_jugadores, icon: <TeamOutlined /> },
    { title: 'MVPs asignados', value: g?.mvps_asignados, icon: <StarOutlined /> },
    { title: 'Goles', value: g?.total_goles, icon: <TrophyOutlined /> },
    { title: 'Asistencia media', value: g?.promedio_asistentes, icon: <BarChartOutlined />, precision: 1 },
    { title: 'Lugares utilizados', value: g?.lugares_utilizados, icon: <EnvironmentOutlined /> },
  ];

  return (
    <div>
      <PageTitle style={{ marginTop: 0 }}>Estadísticas de {nombre}</PageTitle>
      {failed.length > 0 && (
        <LoadError
          style={{ marginBottom: 16 }}
          title="Error al cargar estadísticas"
          error={new Error([...new Set(failed.map((q) => q.error!.message))].join('. '))}
          onRetry={() => Promise.all(failed.map((q) => q.refetch()))}
        />
      )}
      <Row gutter={[mobile ? 8 : 16, mobile ? 8 : 16]} style={{ marginBottom: 16 }}>
        {summary.map((s) => (
          <Col key={s.title} xs={12} sm={8} xl={4}>
            <Card styles={mobile ? { body: { padding: 12 } } : undefined} style={{ height: '100%' }}>
              <Statistic
                loading={globales.isPending}
                title={s.title}
                value={s.value ?? 0}
                precision={s.precision}
                prefix={s.icon}
                styles={mobile ? { content: { fontSize: 20 } } : undefined}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Card styles={{ body: { paddingTop: 8 } }}>
        <Tabs
          activeKey={tab}
          onChange={(k) => setSp((p) => { const n = new URLSearchParams(p); n.set('tab', k); return n; }, { replace: true })}
          items={[
            { key: 'mvps', label: 'MVPs', children: <MvpRankingTable /> },
            {
              key: 'partidos',
              label: 'Partidos',
              children: (
                <Row gutter={[24, 24]}>
                  <Col xs={24} lg={14}>
                    <Heading size={5}>Partidos por mes</Heading>
                    {porMes.isPending ? <Skeleton active paragraph={{ rows: 6 }} /> : porMes.data && <MatchesByMonthChart meses={porMes.data.partidos_por_mes} />}
                  </Col>
                  <Col xs={24} lg={10}>
                    <Heading size={5}>Resultados</Heading>
                    {globales.isPending ? <Skeleton active paragraph={{ rows: 6 }} /> : g && <ResultsDonut resultados={g.resultados} />}
                  </Col>
                </Row>
              ),
            },
            {
              key: 'jugadores',
              label: 'Jugadores',
              children: (
                <>
                  <Typography.Paragraph type="secondary">Los 10 jugadores con más partidos finalizados en el club.</Typography.Paragraph>
                  <ActivePlayersTable jugadores={activos.data?.jugadores ?? []} loading={activos.isPending} />
                </>
              ),
            },
            {
              key: 'lugares',
              label: 'Lugares',
              children: <VenuesPopularityTable lugares={lugares.data ?? []} loading={lugares.isPending} />,
            },
          ]}
        />
      </Card>
      <AttendanceStatsCard />
    </div>
  );
}
