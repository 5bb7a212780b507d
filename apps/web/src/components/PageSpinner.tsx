import './lite/lite.css';

/** The page-sized spinner while a page's code or the current user loads; drawn without antd. */
export function FullPageSpinner() {
  return (
    <div className="lite-spinner">
      <div className="lite-spinner__dots" role="status" aria-label="Cargando">
        <i /><i /><i /><i />
      </div>
    </div>
  );
}
