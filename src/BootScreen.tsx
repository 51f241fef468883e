/**
 * The loading screen of index.html (its styles live there), shown again by React while the
 * admin bundle loads: the page never goes blank between the two.
 */
const BootScreen = () => (
  <div className="boot-screen" role="status" aria-live="polite">
    <strong>Carte Scolaire</strong>
    <div className="boot-bar" />
    <span>Chargement…</span>
  </div>
);

export default BootScreen;
