import { UsersPage } from '../features/users/components/users-page';

/** `/admin/users`: the users screen (the app wraps it in the screen's heading and region). */
export default UsersPage;
