import { AuditTrail } from '../../../components/admin-kit';
import { SectionStack } from './customers.styles';

/**
 * 'Historial de cambios': who changed the profile (names, phone, role…) and who adjusted the
 * points, with the reason, from the audit log (the ledger says what moved; this says who).
 */
export function HistorySection({ userId }: { userId: string }) {
  return (
    <SectionStack>
      <AuditTrail table="user_profiles" rowId={userId} title="Cambios del perfil" />
      <AuditTrail table="user_points" rowId={userId} title="Ajustes de puntos" />
    </SectionStack>
  );
}
