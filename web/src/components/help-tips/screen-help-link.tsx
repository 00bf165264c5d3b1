import { Link as RouterLink } from 'react-router';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';

/** The id tips use to point at the help icon. */
export const screenHelpId = 'screen-help';

/** The screen's help icon: opens the guide that explains the screen. */
export function ScreenHelpLink({ to, guideTitle }: { to: string; guideTitle: string }) {
  const label = `Help: ${guideTitle}`;
  return (
    <Tooltip title={label}>
      <IconButton id={screenHelpId} component={RouterLink} to={to} aria-label={label}>
        <HelpOutline />
      </IconButton>
    </Tooltip>
  );
}
