import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';

/** Renders the router's current path and query, so a test can see where a screen navigated. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** The path and query shown by <LocationProbe />. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}
