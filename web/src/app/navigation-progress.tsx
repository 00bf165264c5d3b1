import { useNavigation } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';

/**
 * A bar across the top while the frame moves to another screen (its module, its guard and data).
 * The public pages go without: their navigations show their page's own loading state at once, and
 * those that lead into the frame keep their button's spinner until it has opened.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <LinearProgress aria-label="Loading..." sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }} />;
}
