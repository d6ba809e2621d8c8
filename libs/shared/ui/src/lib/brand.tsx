import { Link } from 'react-router-dom';

/** The Imali word mark; links home (named just "Imali" so it never clashes with the Home tab). */
export function Brand({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="brand" aria-label="Imali">
      <span className="brand__mark" aria-hidden="true">
        i
      </span>
      <span aria-hidden="true">Imali</span>
    </Link>
  );
}
