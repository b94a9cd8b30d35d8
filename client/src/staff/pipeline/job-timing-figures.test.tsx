import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobTimingFigures } from './job-timing-figures';

describe('JobTimingFigures', () => {
  it('shows the contracts signed, the installs scheduled and the median days of each step, a dash without any', () => {
    render(
      <JobTimingFigures
        figures={{ signed: 5, scheduled: 3, paid: 2, medianDaysToInstall: 24, medianDaysInstallToPaid: null }}
      />,
    );
    const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(screen.getByRole('region', { name: 'Jobs' })).toBeInTheDocument();
    expect(figure('Contracts signed')).toBe('5');
    expect(figure('Installs scheduled')).toBe('3');
    expect(figure('Median days, signature to install')).toBe('24 d');
    expect(figure('Median days, install to paid')).toBe('–');
  });
});
