import './progress-header.css';

/** One section of a flow; a section with sub-steps shows the header, one without hides it. */
export interface ProgressSection {
  name: string;
  subSteps?: readonly string[];
}

export interface ProgressHeaderProps {
  /** Every section of the flow in order (e.g. QQ, Buy, Done). */
  sections: readonly ProgressSection[];
  /** The current section's name. */
  section: string;
  /** The current sub-step of that section (marked aria-current="step"; earlier ones are done). */
  subStep?: string;
  /** The navigation landmark's accessible name. */
  label: string;
  testId?: string;
}

/**
 * The design system's progress header: the current section's sub-steps as a numbered list,
 * the current one marked and the earlier ones done. Renders nothing for a section without
 * sub-steps (or an unknown one).
 */
export function ProgressHeader({ sections, section, subStep, label, testId = 'progress-header' }: ProgressHeaderProps) {
  const subSteps = sections.find((candidate) => candidate.name === section)?.subSteps ?? [];
  if (!subSteps.length) return null;
  const position = subStep === undefined ? -1 : subSteps.indexOf(subStep);
  return (
    <nav className="progress-header" aria-label={label} data-testid={testId}>
      <ol className="progress-header__list">
        {subSteps.map((name, index) => (
          <li
            key={name}
            className={['progress-header__item', index < position ? 'progress-header__item--done' : '', index === position ? 'progress-header__item--current' : ''].filter(Boolean).join(' ')}
            aria-current={index === position ? 'step' : undefined}
          >
            <span className="progress-header__marker" aria-hidden="true">
              {index + 1}
            </span>
            <span className="progress-header__label">
              {name}
              {index < position ? <span className="visually-hidden"> (done)</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
