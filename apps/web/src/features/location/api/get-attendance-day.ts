import { attendanceDayResponseSchema, type AttendanceRecord } from '@ronda/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { locationKeys } from './location-keys';

/** GET /api/companies/attendance/{userId}/{date}: the records punched in on that day. */
export async function getAttendanceDay(
  userId: string,
  date: string,
  signal?: AbortSignal,
): Promise<AttendanceRecord[]> {
  const response = await apiClient.request(
    `/api/companies/attendance/${encodeURIComponent(userId)}/${encodeURIComponent(date)}`,
    { schema: attendanceDayResponseSchema, signal },
  );
  return response.attendanceRecords;
}

export const attendanceDayQuery = (userId: string, date: string) =>
  queryOptions({
    queryKey: locationKeys.attendance(userId, date),
    queryFn: ({ signal }) => getAttendanceDay(userId, date, signal),
    staleTime: 60_000,
    enabled: userId !== '',
  });

export function useAttendanceDay(userId: string, date: string) {
  return useQuery(attendanceDayQuery(userId, date));
}
