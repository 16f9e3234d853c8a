import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY, useUserQuery } from '@ascent/client/app';
import type {
  TProgrammeListQuery,
  TProgressLearnerQuery,
  TSupervisedListQuery,
} from '@ascent/shared/programme';
import type { TTodoListQuery } from '@ascent/shared/task';
import { services } from '../../../app/services.ts';
import {
  fetchProgramme,
  fetchProgrammes,
  fetchSupervised,
  fetchSupervisedDepartments,
  fetchSupervisedLearners,
  fetchTodoList,
  fetchTodoMenu,
  openProgrammeItem,
} from '../api/programme-api.ts';

export const PROGRAMME_KEY = [...USER_QUERY_KEY, 'programme'] as const;
/** The to-do centre's data: a programme's progress changes its rows and counts. */
export const TODO_KEY = [...USER_QUERY_KEY, 'todo'] as const;

export function useProgrammes(q: TProgrammeListQuery) {
  return useUserQuery(services, {
    queryKey: [...PROGRAMME_KEY, 'list', q],
    queryFn: () => fetchProgrammes(q),
    placeholderData: keepPreviousData,
  });
}

export function useProgramme(id: number) {
  return useUserQuery(services, {
    queryKey: [...PROGRAMME_KEY, 'detail', id],
    queryFn: () => fetchProgramme(id),
    staleTime: 0,
  });
}

/** Opens an item (recording knowledge and news as done) and refreshes the programme. */
export function useOpenItem(programmeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) => openProgrammeItem({ programmeId, itemId }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: PROGRAMME_KEY });
      void client.invalidateQueries({ queryKey: TODO_KEY });
    },
  });
}

export function useSupervised(q: TSupervisedListQuery) {
  return useUserQuery(services, {
    queryKey: [...PROGRAMME_KEY, 'supervised', q],
    queryFn: () => fetchSupervised(q),
    placeholderData: keepPreviousData,
  });
}

export function useSupervisedLearners(q: TProgressLearnerQuery) {
  return useUserQuery(services, {
    queryKey: [...PROGRAMME_KEY, 'supervised-learners', q],
    queryFn: () => fetchSupervisedLearners(q),
    placeholderData: keepPreviousData,
  });
}

export function useSupervisedDepartments(programmeId: number) {
  return useUserQuery(services, {
    queryKey: [...PROGRAMME_KEY, 'supervised-departments', programmeId],
    queryFn: () => fetchSupervisedDepartments(programmeId),
  });
}

export function useTodoMenu() {
  return useUserQuery(services, { queryKey: [...TODO_KEY, 'menu'], queryFn: fetchTodoMenu });
}

export function useTodoList(q: TTodoListQuery) {
  return useUserQuery(services, {
    queryKey: [...TODO_KEY, 'list', q],
    queryFn: () => fetchTodoList(q),
    placeholderData: keepPreviousData,
  });
}
