# cmake -DCOMMAND=a|b|c -DEXPECT_STATUS=1 -DEXPECT_OUTPUT=regex -P expect_failure.cmake
# Runs COMMAND (words joined by |) and fails unless it exits with
# EXPECT_STATUS, its output matches EXPECT_OUTPUT and it shows a hand of six
# cards (the smallest hand of the straight-plus-flush bug).
string(REPLACE "|" ";" words "${COMMAND}")
execute_process(COMMAND ${words} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}")
if(NOT status EQUAL EXPECT_STATUS)
  message(FATAL_ERROR "exit status ${status}, expected ${EXPECT_STATUS}\n${err}")
endif()
if(NOT out MATCHES "${EXPECT_OUTPUT}")
  message(FATAL_ERROR "the report does not match ${EXPECT_OUTPUT}")
endif()
set(card "[2-9TJQKA][cdhs]")
if(NOT out MATCHES "(^|[^A-Za-z0-9])${card} ${card} ${card} ${card} ${card} ${card}($|[^A-Za-z0-9 ]| [^2-9TJQKA]| [2-9TJQKA][^cdhs])")
  message(FATAL_ERROR "the report shows no six-card hand")
endif()
