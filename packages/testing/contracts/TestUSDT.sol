// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title TestUSDT
/// @notice A token with Tether's non-standard ABI: transfer, transferFrom and approve return
/// nothing, so callers that insist on a `bool` return value fail against it. Anyone may mint.
contract TestUSDT {
    string public name;
    string public symbol;
    uint8 public immutable decimals;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory tokenName, string memory tokenSymbol, uint8 tokenDecimals) {
        name = tokenName;
        symbol = tokenSymbol;
        decimals = tokenDecimals;
    }

    function mint(address to, uint256 amount) external {
        require(to != address(0), "USDT: mint to the zero address");
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function transfer(address to, uint256 amount) external {
        _move(msg.sender, to, amount);
    }

    function approve(address spender, uint256 amount) external {
        // Like Tether: changing a non-zero allowance to another non-zero value is refused.
        require(amount == 0 || allowance[msg.sender][spender] == 0, "USDT: reset allowance to zero first");
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
    }

    function transferFrom(address from, address to, uint256 amount) external {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            require(allowed >= amount, "USDT: insufficient allowance");
            allowance[from][msg.sender] = allowed - amount;
        }
        _move(from, to, amount);
    }

    function _move(address from, address to, uint256 amount) private {
        require(to != address(0), "USDT: transfer to the zero address");
        uint256 held = balanceOf[from];
        require(held >= amount, "USDT: transfer amount exceeds balance");
        unchecked {
            balanceOf[from] = held - amount;
        }
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }
}
