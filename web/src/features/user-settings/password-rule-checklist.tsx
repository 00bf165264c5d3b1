import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { passwordChecks } from '../../lib/password-rule';

/** The password rule, each part ticked as the typed password meets it, shown before anything is sent. */
export function PasswordRuleChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <Box id={id}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
        Your new password needs:
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="password-rule">
        {passwordChecks.map(({ label, met, onlyWhenUnmet }) => {
          const ok = met(password);
          if (ok && onlyWhenUnmet) return null;
          return (
            <Typography
              component="li"
              variant="body2"
              key={label}
              data-met={ok}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, color: ok ? 'success.dark' : 'text.secondary' }}
            >
              {ok ? <CheckCircle fontSize="small" aria-hidden /> : <RadioButtonUnchecked fontSize="small" aria-hidden />}
              {label}
              <Box component="span" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
                {ok ? ' (met)' : ' (not met yet)'}
              </Box>
            </Typography>
          );
        })}
      </Box>
    </Box>
  );
}
