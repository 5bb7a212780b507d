export function App() {
  return <div>Partidos</div>;
}
