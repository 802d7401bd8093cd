// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a #pragma nv_diag_* word that is no diagnostic tag warns #1223 (invalid error tag), an unknown number #1222 (invalid error number), at the word, and is ignored; valid tags and numbers beside them still apply
#pragma nv_diag_suppress attribute_does_not_apply
__host__ int x;
#pragma nv_diag_suppress wrong_entity_for_attribute
__host__ int y;
#pragma nv_diag_default bogus_tag, wrong_entity_for_attribute
__host__ int z;
#pragma nv_diag_warning nope
#pragma nv_diagnostic push
#pragma nv_diag_error 99999
#pragma nv_diagnostic pop
