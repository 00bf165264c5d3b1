import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#0b5394' },
    secondary: { main: '#00897b' },
    // MUI's own orange (#ed6c02) gives white text 3.1:1; chips (Risky, Pending Ownership) need 4.5:1.
    warning: { main: '#b45309' },
    background: { default: '#f4f6f9' },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    // While a panel opens or closes, MUI hides what it has not yet revealed with overflow: hidden,
    // which leaves the panel scrollable from script: focusing or scrolling to a control inside it
    // scrolls the panel's contents, and they then slide back under the pointer as it grows (a
    // click aimed at "Run look-up" mid-opening could land beside it). clip hides the same without
    // making a scroll box. Open panels still let focus rings and shadows show.
    MuiCollapse: { styleOverrides: { root: { overflow: 'clip' }, entered: { overflow: 'visible' } } },
  },
});
