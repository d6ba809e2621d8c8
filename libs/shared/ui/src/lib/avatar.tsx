import { useEffect, useState } from 'react';

export interface AvatarProps {
  /** The photo; without one (or when it fails to load) the default image shows. */
  src?: string | null;
  /** Text alternative; empty when a visible label beside it already names the person. */
  alt?: string;
  size?: number;
  className?: string;
}

/** The default profile image: a head and shoulders on the brand's soft green. */
export function DefaultAvatar({ size = 32, title }: { size?: number; title?: string }) {
  return (
    <svg
      className="avatar-image"
      viewBox="0 0 40 40"
      width={size}
      height={size}
      role={title ? 'img' : undefined}
      aria-label={title || undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
      data-testid="default-avatar"
    >
      <circle cx="20" cy="20" r="20" fill="#e4f4ed" />
      <circle cx="20" cy="16" r="7" fill="#0b7a55" />
      <path d="M7 34c2.5-6 7.4-9 13-9s10.5 3 13 9a20 20 0 0 1-26 0z" fill="#0b7a55" />
    </svg>
  );
}

/** A round profile photo that falls back to the default image. */
export function Avatar({ src, alt = '', size = 32, className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  if (!src || failed) return <DefaultAvatar size={size} title={alt} />;
  return (
    <img
      className={className ? `avatar-image ${className}` : 'avatar-image'}
      src={src}
      alt={alt}
      width={size}
      height={size}
      onError={() => setFailed(true)}
      data-testid="avatar-photo"
    />
  );
}
