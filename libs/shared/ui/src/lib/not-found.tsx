/** The spec's unknown-route screen: "404 Page not found", deliberately without a button. */
export function NotFound() {
  return (
    <section className="not-found" data-testid="not-found">
      <h1>404 Page not found</h1>
    </section>
  );
}
