/** Spec section 7, copied by hand: the 86 method + path pairs the client must cover. */
export const SPEC_ENDPOINTS = `
GET /api/auth/refresh
GET /api/auth/me
POST /api/auth/login
POST /api/auth/change_password
GET /api/config/dsps
GET /api/config/get_config
GET /api/photo/list
GET /api/photo/{id}
GET /api/photos/{photo_uuid}/fullsize
GET /api/photos/{photo_uuid}/miniature
GET /api/photos/student/{student_idNumber}
GET /api/login/list
GET /api/login/load
GET /api/login/delete/{login_id}
POST /api/login/save
GET /api/student/get_student
GET /api/student/get_student_stats
GET /api/student/get_student_validity_issues
GET /api/student/get_students
GET /api/student/get_student_by_uuid
GET /api/dren/get_drens
GET /api/school/get_schools
GET /api/school/get_school
GET /api/school/get_schools_with_issues
GET /api/stats/get_students_by_school
GET /api/stats/get_school_stats_by_dren
GET /api/stats/get_students_by_dren_with_state
GET /api/stats/get_students_by_dren
GET /api/stats/get_dren_stats
GET /api/validation/studentRules
GET /api/validation/students
POST /api/validation/student-validation
GET /api/validation/list
GET /api/sync/get_sync_history
GET /api/sync/get_student_history
GET /api/sync/get_school_history
GET /api/sync/get_sync_history/{id}
GET /api/sync/errors
GET /api/sync/errors/stats
POST /api/sync/delete_errors
GET /api/sync_prod/sync_prod.get_school_updates/{syncHistory_id}
GET /api/sync_prod/sync_prod.get_photo_updates/{syncHistory_id}
GET /api/sync_prod/sync_prod.get_student_updates/{syncHistory_id}
GET /api/sync_prod/sync_prod.get_dren_updates/{syncHistory_id}
POST /api/serviceMessage/save
DELETE /api/serviceMessage/delete/{serviceMessage_id}
GET /api/serviceMessage/getDisplayed
GET /api/serviceMessage/list
GET /api/serviceMessage/load
GET /api/task/history
GET /api/task/logs/{execution_id}
DELETE /api/task/delete
POST /api/task/execute
POST /api/task/create
GET /api/task/{task_id}
GET /api/task/list
GET /api/task/timeline
GET /api/health
GET /api/modelLocation/load
GET /api/modelLocation/list
POST /api/modelLocation/save
POST /api/modelLocation/updateHierarchy
DELETE /api/modelLocation/delete/{modelLocation_id}
GET /api/modelOrganization/load
GET /api/modelOrganization/list
POST /api/modelOrganization/save
POST /api/modelOrganization/updateHierarchy
DELETE /api/modelOrganization/delete/{modelOrganization_id}
GET /api/modelDatabase/load
GET /api/modelDatabase/list
POST /api/modelDatabase/save
DELETE /api/modelDatabase/delete/{modelDatabase_id}
GET /api/modelEntity/load
GET /api/modelEntity/list
POST /api/modelEntity/save
DELETE /api/modelEntity/delete/{modelEntity_id}
GET /api/modelDatabaseSource/load/{modelDatabaseSource_id}
GET /api/modelDatabaseSource/list
POST /api/modelDatabaseSource/save
DELETE /api/modelDatabaseSource/delete
PATCH /api/modelDatabaseSource/updateOrder
GET /api/modelEntitySource/load
GET /api/modelEntitySource/list
POST /api/modelEntitySource/save
DELETE /api/modelEntitySource/delete
PATCH /api/modelEntitySource/updateOrder
`
  .trim()
  .split('\n');

/** The spec's "(body)" DELETEs. */
export const SPEC_DELETES_WITH_BODY = [
  'DELETE /api/task/delete',
  'DELETE /api/modelDatabaseSource/delete',
  'DELETE /api/modelEntitySource/delete',
];
