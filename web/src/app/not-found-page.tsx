import Button from '@mui/material/Button';
import { useNavigateKeepingSearch } from '../lib/navigation';
import { MessagePage } from '../components/message-page';

export function NotFoundPage() {
  const navigate = useNavigateKeepingSearch();
  return (
    <MessagePage title="Oops, the page does not exist">
      <Button variant="contained" onClick={() => navigate('/login')}>
        Back to Home
      </Button>
    </MessagePage>
  );
}
