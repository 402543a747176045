/** Shown when the store cannot start at all (runtime-config.json missing or broken). */
export function StartupError() {
  return (
    <main style={{ maxWidth: 560, margin: '15vh auto', padding: 24, textAlign: 'center' }}>
      <h1>Boñis</h1>
      <p role="alert">No pudimos cargar la tienda en este momento.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reintentar
      </button>
    </main>
  );
}
