show kadesh seed 1
