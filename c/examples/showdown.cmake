# Finds the showdown binary for the examples' CMake projects, as the Python,
# npm and Go packages look for it: -DSHOWDOWN_BINARY=…, else the
# environment's SHOWDOWN_BINARY, else `showdown` on PATH. Stops with what to
# do when none is found.  include(${CMAKE_CURRENT_SOURCE_DIR}/../showdown.cmake)
if(NOT SHOWDOWN_BINARY AND DEFINED ENV{SHOWDOWN_BINARY})
  set(SHOWDOWN_BINARY "$ENV{SHOWDOWN_BINARY}")
endif()
if(NOT SHOWDOWN_BINARY)
  find_program(SHOWDOWN_BINARY showdown)
endif()
if(NOT SHOWDOWN_BINARY)
  message(FATAL_ERROR "the showdown binary was not found: pass -DSHOWDOWN_BINARY=path, set "
    "SHOWDOWN_BINARY, or put showdown on PATH (cargo build --release -p showdown)")
endif()
